import { Button, Card, DatePicker, Form, Input, Radio, Select, Steps, Typography, Upload } from 'antd';
import { useState } from 'react';

export default function ServiceCallReport() {
  const [step, setStep] = useState(0);
  return (
    <Card style={{ maxWidth: 720, margin: '24px auto' }}>
      <Typography.Title level={2}>Service Call Report</Typography.Title>
      <Steps current={step} items={[{ title: 'Visit' }, { title: 'Sign-off' }]} />
      <Form layout="vertical" onFinish={() => setStep(1)}>
        <Form.Item name="engineer" label="Engineer name" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="visitDate" label="Visit date" rules={[{ required: true }]}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="callType" label="Call type" rules={[{ required: true }]}>
          <Select
            options={['Installation', 'Repair', 'Preventive maintenance'].map((v) => ({
              value: v,
              label: v,
            }))}
          />
        </Form.Item>
        <Form.Item name="resolved" label="Resolved?" rules={[{ required: true }]}>
          <Radio.Group options={['Yes', 'No', 'Partly']} />
        </Form.Item>
        <Form.Item name="remarks" label="Remarks">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="photos" label="Photos">
          <Upload listType="picture-card" beforeUpload={() => false}>
            Upload
          </Upload>
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Next
        </Button>
      </Form>
    </Card>
  );
}
