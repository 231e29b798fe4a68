import { Card, Col, Layout, Row, Select, Typography } from 'antd';

const PORTALS = [
  ['pmt', 'Project Management', 'Projects, tickets and field work'],
  ['fc', 'Finance Central', 'Invoices, payables and payments'],
  ['pn', 'Partner Network', 'Partners, KYC and rate cards'],
  ['cl', 'Client', 'Projects and invoices for clients'],
] as const;

export default function Portals() {
  return (
    <Layout style={{ minHeight: '100vh', padding: 24 }}>
      <Layout.Header style={{ background: 'transparent', display: 'flex', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>Partner Portal</Typography.Title>
        <Select
          aria-label="Language"
          defaultValue="en"
          style={{ width: 140 }}
          options={[
            { value: 'en', label: 'English' },
            { value: 'zh', label: '中文' },
            { value: 'es', label: 'Español' },
            { value: 'fr', label: 'Français' },
            { value: 'it', label: 'Italiano' },
            { value: 'ar', label: 'العربية' },
          ]}
        />
      </Layout.Header>
      <Layout.Content>
        <Typography.Title level={1}>Choose your portal</Typography.Title>
        <Row gutter={[16, 16]}>
          {PORTALS.map(([id, title, text]) => (
            <Col key={id} xs={24} md={12}>
              <a href={`/signin?portal=${id}`}>
                <Card hoverable title={title}>
                  <Typography.Paragraph>{text}</Typography.Paragraph>
                </Card>
              </a>
            </Col>
          ))}
        </Row>
      </Layout.Content>
    </Layout>
  );
}
