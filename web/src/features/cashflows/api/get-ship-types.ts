import { shipTypeListSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cashflowKeys } from './query-keys';

/** `GET /api/ship-types`: every ship type with its typical figures. */
export async function getShipTypes() {
  try {
    return await apiRequest('GET', '/api/ship-types', { content: shipTypeListSchema });
  } catch (error) {
    // Product-spec section 8: a failure to load the ship types is only logged; the select stays empty.
    console.error(error);
    throw error;
  }
}

export function useShipTypes() {
  // The ship types are fixed while the server runs.
  return useQuery({ queryKey: cashflowKeys.shipTypes(), queryFn: getShipTypes, staleTime: Infinity });
}
