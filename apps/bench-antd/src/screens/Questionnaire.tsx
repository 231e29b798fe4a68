import { Button, Card, Checkbox, Form, Input, Radio, Typography } from 'antd';

export default function Questionnaire() {
  return (
    <Card style={{ maxWidth: 720, margin: '24px auto' }}>
      <Typography.Title level={2}>Questionnaire</Typography.Title>
      <Form layout="vertical" onFinish={() => undefined}>
        <Form.Item name="experience" label="Years of experience" rules={[{ required: true }]}>
          <Radio.Group options={['0-2', '3-5', '6-10', '10+']} />
        </Form.Item>
        <Form.Item name="skills" label="Skills" rules={[{ required: true }]}>
          <Checkbox.Group options={['Electrical', 'Networking', 'Solar', 'HVAC']} />
        </Form.Item>
        <Form.Item name="city" label="City" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>
      </Form>
    </Card>
  );
}
