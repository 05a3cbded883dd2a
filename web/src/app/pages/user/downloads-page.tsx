import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOwnCashflows } from '../../../features/cashflows/api/get-cashflows';
import { CashflowDownloadsList } from '../../../features/cashflows/components/cashflow-downloads-list';
import { AnalysisDownloadsList } from '../../../features/utility-analyses/components/analysis-downloads-list';
import { AreaPage, SignedIn } from '../area-page';

/** The questionnaires' exports, ranked with the stored metrics of the user's cashflows that their alternatives link. */
function QuestionnaireDownloads({ userId }: { userId: string }) {
  return <AnalysisDownloadsList userId={userId} cashflows={useOwnCashflows(userId)} />;
}

/** `/app/user/downloads`: each saved cashflow and questionnaire as an Excel workbook or a CSV file, calculated in the browser. */
export function UserDownloadsPage() {
  const { t } = useTranslation();
  return (
    <AreaPage page="userDownloads">
      <SignedIn>{(me) => <CashflowDownloadsList userId={me.id} />}</SignedIn>
      <Title order={2} size="h3" mt="xl" mb="sm">
        {t('questionnaires.downloads.heading')}
      </Title>
      <SignedIn>{(me) => <QuestionnaireDownloads userId={me.id} />}</SignedIn>
    </AreaPage>
  );
}
