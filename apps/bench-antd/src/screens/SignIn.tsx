import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';

export default function SignIn() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={2}>Sign In</Typography.Title>
      <Typography.Paragraph type="secondary">Sign in with your e-mail and password.</Typography.Paragraph>
      {error ? <Alert type="error" message="Sign-in failed" description={error} showIcon /> : null}
      <Form
        layout="vertical"
        onFinish={async (values) => {
          const response = await fetch('/api/partner/login/', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(values),
          });
          if (!response.ok) setError('Invalid e-mail or password');
        }}
      >
        <Form.Item
          name="email"
          label="E-mail"
          rules={[{ required: true, type: 'email', message: 'The input is not valid E-mail!' }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={[{ required: true, message: 'Please input your Password!' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Typography.Link href="/forgot-password">Forgot password?</Typography.Link>
        <Form.Item>
          <Button type="primary" htmlType="submit" block>
            Sign In
          </Button>
        </Form.Item>
        <Typography.Text>
          No account? <Typography.Link href="/signup">Sign up</Typography.Link>
        </Typography.Text>
      </Form>
    </Card>
  );
}
