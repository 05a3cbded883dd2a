import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useDocumentTitle } from '../route-handle';
import { SiteFooter } from './site-footer';

/** The index page's layout: no app chrome, just the page. */
export function EmptyLayout() {
  useDocumentTitle();
  return (
    <>
      <Box component="main" id="main">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
