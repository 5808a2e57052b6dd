import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZMemberSettings, ZPublicSettings, ZUpdateMemberSettingsRequest } from './settings';

export const memberSettingsEndpoints = {
  get: defineOkEndpoint(API.memberSettings.get, ZMemberSettings),
  update: defineOkEndpoint(API.memberSettings.update, ZMemberSettings, { body: ZUpdateMemberSettingsRequest }),
};

export const publicSettingsEndpoints = {
  get: defineOkEndpoint(API.publicSettings.get, ZPublicSettings),
};
