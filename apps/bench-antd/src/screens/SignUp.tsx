import { Button, Card, Checkbox, Form, Input, Select, Typography } from 'antd';

export default function SignUp() {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Typography.Title level={2}>Sign Up</Typography.Title>
      <Form layout="vertical" onFinish={() => undefined}>
        <Form.Item
          name="name"
          label="Full name"
          rules={[{ required: true, message: 'Please input your name!' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label="E-mail"
          rules={[{ required: true, type: 'email', message: 'The input is not valid E-mail!' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label="Phone number"
          rules={[{ required: true, pattern: /^\d{10}$/, message: 'Please input your phone number!' }]}
        >
          <Input addonBefore="+91" />
        </Form.Item>
        <Form.Item name="company" label="Company">
          <Input />
        </Form.Item>
        <Form.Item name="state" label="State" rules={[{ required: true }]}>
          <Select
            showSearch
            options={['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Delhi', 'Gujarat'].map((s) => ({
              value: s,
              label: s,
            }))}
          />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, min: 8 }]}>
          <Input.Password />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Confirm password"
          dependencies={['password']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error('The two passwords do not match!')),
            }),
          ]}
        >
          <Input.Password />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" rules={[{ required: true }]}>
          <Checkbox>I agree to the terms and conditions</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Sign Up
        </Button>
      </Form>
    </Card>
  );
}
