import { defineEndpoint, defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZErrorResponse } from './common';
import { ZInstitutionList } from './institutions';
import { ZEnvironmentResponse, ZHealthResponse } from './system';

export const institutionsEndpoints = {
  list: defineOkEndpoint(API.institutions.list, ZInstitutionList),
};

export const systemEndpoints = {
  environment: defineOkEndpoint(API.system.environment, ZEnvironmentResponse),
  health: defineEndpoint(API.system.health, { response: { 200: ZHealthResponse, 503: ZErrorResponse } }),
};
