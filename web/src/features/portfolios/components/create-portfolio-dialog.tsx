import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TitledModal } from '../../../components/titled-modal';
import { loanBook } from '@keelson/core';
import { notify } from '../../../lib/notifications';
import { useCreatePortfolio } from '../api/portfolio-calls';
import { PortfolioForm } from './portfolio-form';

/** Creates a portfolio from its name and description, then opens it. */
export function CreatePortfolioDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePortfolio();
  return (
    <TitledModal opened={opened} onClose={onClose} title={t('portfolios.create.title')}>
      <PortfolioForm
        initial={{ name: '', description: '', amberThreshold: loanBook.defaultAmberThreshold, cashflowIds: [] }}
        submit={t('portfolios.create.submit')}
        failed={t('portfolios.create.failed')}
        onCancel={onClose}
        onSubmit={async ({ name, description }) => {
          const portfolio = await create.mutateAsync({ name, description });
          notify('success', t('portfolios.create.created', { title: portfolio.name }));
          onClose();
          await navigate(`/app/user/portfolios/${encodeURIComponent(portfolio.id)}`);
        }}
      />
    </TitledModal>
  );
}
