import type { ListedPortfolio } from '../api/portfolio-calls';
import { DeleteRecordDialog } from '../../../components/delete-record-dialog';
import { useDeletePortfolio } from '../api/portfolio-calls';

/** Asks before deleting `portfolio`, naming it; its assessments stay. */
export function DeletePortfolioDialog({ portfolio, onClose }: { portfolio: ListedPortfolio | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      record={portfolio}
      ns="portfolios"
      values={(shown) => ({ title: shown?.name ?? '' })}
      remove={useDeletePortfolio().mutateAsync}
      onClose={onClose}
    />
  );
}

export const deletePortfolioDialog = (portfolio: ListedPortfolio | null, onClose: () => void) => (
  <DeletePortfolioDialog portfolio={portfolio} onClose={onClose} />
);
