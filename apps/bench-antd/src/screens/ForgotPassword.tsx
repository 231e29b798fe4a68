import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';

export default function ForgotPassword() {
  const [sent, setSent] = useState(false);
  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={2}>Forgot password</Typography.Title>
      {sent ? <Alert type="success" message="Check your e-mail for a reset link." showIcon /> : null}
      <Form layout="vertical" onFinish={() => setSent(true)}>
        <Form.Item
          name="email"
          label="E-mail"
          rules={[{ required: true, type: 'email', message: 'The input is not valid E-mail!' }]}
        >
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Send reset link
        </Button>
      </Form>
    </Card>
  );
}
