import { Button, Card, Form, Input, Select, Typography, Upload } from 'antd';

export default function UnstructuredForm() {
  return (
    <Card style={{ maxWidth: 720, margin: '24px auto' }}>
      <Typography.Title level={2}>Site details</Typography.Title>
      <Form layout="vertical" onFinish={() => undefined}>
        <Form.Item name="site" label="Site name" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={[{ required: true }]}>
          <Select options={['Ready', 'Not ready', 'Needs revisit'].map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="notes" label="Notes">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="files" label="Attachments">
          <Upload.Dragger beforeUpload={() => false}>Drop files here</Upload.Dragger>
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>
      </Form>
    </Card>
  );
}
