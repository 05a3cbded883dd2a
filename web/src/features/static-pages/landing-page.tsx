import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './landing-page.module.css';

/**
 * The index page: what Keelson is, and the ways in. A signed-in user is offered no sign-in; `yourWork` (their saved
 * assessments and questionnaires, composed by the app) stands between the introduction and the features.
 */
export function LandingPage({ signedIn, yourWork }: { signedIn: boolean; yourWork?: ReactNode }) {
  const { t } = useTranslation();
  const features = t('pages.index.features', { returnObjects: true });
  return (
    <Container size="lg" py={64}>
      <Stack gap="xl">
        <Stack gap="md" maw={760}>
          <Text fw={700} size="xl" c="keelson.7">
            {t('app.name')}
          </Text>
          <Title order={1}>{t('pages.index.title')}</Title>
          <Text size="lg">{t('pages.index.lead')}</Text>
          <Group mt="sm">
            <Button component={Link} to="/app/cashflow" size="md">
              {t('pages.index.openCashflow')}
            </Button>
            <Button component={Link} to="/app/questionnaire" size="md" variant="light">
              {t('pages.index.openQuestionnaire')}
            </Button>
            {signedIn ? (
              <Button component={Link} to="/app/user/assessments" size="md" variant="default">
                {t('pages.index.yourArea')}
              </Button>
            ) : (
              <Button component={Link} to="/app/signin" size="md" variant="default">
                {t('pages.index.signin')}
              </Button>
            )}
          </Group>
        </Stack>
        {yourWork}
        <section aria-labelledby="features-title">
          <Title order={2} id="features-title" mb="md">
            {t('pages.index.featuresTitle')}
          </Title>
          <div className={classes.features}>
            {features.map((feature) => (
              <Card key={feature.title} withBorder padding="lg" radius="md">
                <Title order={3} size="h4" mb="xs">
                  {feature.title}
                </Title>
                <Text>{feature.text}</Text>
              </Card>
            ))}
          </div>
        </section>
      </Stack>
    </Container>
  );
}
