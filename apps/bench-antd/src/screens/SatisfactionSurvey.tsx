import { Button, Card, Form, Input, Radio, Rate, Typography } from 'antd';

export default function SatisfactionSurvey() {
  return (
    <Card style={{ maxWidth: 720, margin: '24px auto' }}>
      <Typography.Title level={2}>How did we do?</Typography.Title>
      <Form layout="vertical" onFinish={() => undefined}>
        <Form.Item name="rating" label="Overall rating" rules={[{ required: true }]}>
          <Rate />
        </Form.Item>
        <Form.Item name="onTime" label="Did the engineer arrive on time?" rules={[{ required: true }]}>
          <Radio.Group options={['Yes', 'No']} />
        </Form.Item>
        <Form.Item name="comments" label="Comments">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>
      </Form>
    </Card>
  );
}
