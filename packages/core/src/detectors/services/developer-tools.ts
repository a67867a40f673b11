import type { Detector } from '../../types.js';
import { label, tokenDetector, UUID_BODY } from '../token-format.js';

export const npmToken = tokenDetector({
  id: 'npm-token',
  type: 'NPM_TOKEN',
  label: label('npm access token'),
  description: 'npm access token (granular or classic automation/publish): npm_ and 36 base62 characters.',
  prefixes: ['npm_'],
  body: [['base62', 36]],
});

export const pypiToken = tokenDetector({
  id: 'pypi-token',
  type: 'PYPI_TOKEN',
  label: label('PyPI API token'),
  description: 'PyPI or TestPyPI API token: pypi- and a macaroon whose base64 begins with the issuer (pypi.org or test.pypi.org).',
  prefixes: ['pypi-AgEIcHlwaS5vcmc', 'pypi-AgENdGVzdC5weXBpLm9yZw'],
  body: [['base64url', 50, 400]],
});

export const rubygemsApiKey = tokenDetector({
  id: 'rubygems-api-key',
  type: 'RUBYGEMS_API_KEY',
  label: label('RubyGems API key'),
  description: 'RubyGems.org API key: rubygems_ and 48 hex digits.',
  prefixes: ['rubygems_'],
  body: [['hex', 48]],
});

export const nugetApiKey = tokenDetector({
  id: 'nuget-api-key',
  type: 'NUGET_API_KEY',
  label: label('NuGet API key'),
  description: 'NuGet.org API key: oy2 and 43 lower-case letters and digits.',
  prefixes: ['oy2'],
  body: [['lowerAlnum', 43]],
});

export const clojarsToken = tokenDetector({
  id: 'clojars-token',
  type: 'CLOJARS_TOKEN',
  label: label('Clojars deploy token'),
  description: 'Clojars deploy token: CLOJARS_ and 60 lower-case letters and digits.',
  prefixes: ['CLOJARS_'],
  body: [['base62', 60]],
});

export const dockerHubToken = tokenDetector({
  id: 'docker-hub-token',
  type: 'DOCKER_HUB_TOKEN',
  label: label('Docker Hub access token'),
  description: 'Docker Hub personal access token (dckr_pat_) or organization access token (dckr_oat_) and 27 to 32 URL-safe characters.',
  prefixes: ['dckr_pat_', 'dckr_oat_'],
  body: [['base64url', 27, 32]],
});

export const atlassianApiToken = tokenDetector({
  id: 'atlassian-api-token',
  type: 'ATLASSIAN_API_TOKEN',
  label: label('Atlassian API token'),
  description: 'Atlassian (Jira, Confluence, Bitbucket) API token: ATATT3 and 186 URL-safe characters and =, the last of them = and an 8-digit hex checksum.',
  prefixes: ['ATATT3'],
  body: [['base64urlEq', 186]],
});

export const bitbucketAppPassword = tokenDetector({
  id: 'bitbucket-app-password',
  type: 'BITBUCKET_APP_PASSWORD',
  label: label('Bitbucket app password'),
  description: 'Bitbucket app password: ATBB, 32 base62 characters and an 8-digit hex checksum.',
  prefixes: ['ATBB'],
  body: [['base62', 32], ['HEX', 8]],
});

export const jfrogApiKey = tokenDetector({
  id: 'jfrog-api-key',
  type: 'JFROG_TOKEN',
  label: label('JFrog Artifactory token'),
  description: 'JFrog Artifactory API key: AKCp and 69 base62 characters.',
  prefixes: ['AKCp'],
  body: [['base62', 69]],
});

export const jfrogReferenceToken = tokenDetector({
  id: 'jfrog-reference-token',
  type: 'JFROG_TOKEN',
  label: label('JFrog Artifactory token'),
  description: 'JFrog Artifactory reference token: 64 base62 characters beginning with cmVmd, the base64 of "ref" (cmVmdGtuOjAxOj…, "reftkn:01:").',
  prefixes: ['cmVmd'],
  body: [['base62', 59]],
});

export const sonarToken = tokenDetector({
  id: 'sonar-token',
  type: 'SONARQUBE_TOKEN',
  label: label('SonarQube token'),
  description: 'SonarQube or SonarCloud token (user squ_, project sqp_, global analysis sqa_) and 40 hex digits.',
  prefixes: ['squ_', 'sqp_', 'sqa_'],
  body: [['hex', 40]],
});

export const buildkiteToken = tokenDetector({
  id: 'buildkite-token',
  type: 'BUILDKITE_TOKEN',
  label: label('Buildkite API token'),
  description: 'Buildkite user API token: bkua_ and 40 hex digits.',
  prefixes: ['bkua_'],
  body: [['hex', 40]],
});

export const circleciToken = tokenDetector({
  id: 'circleci-token',
  type: 'CIRCLECI_TOKEN',
  label: label('CircleCI personal token'),
  description: 'CircleCI personal API token: CCIPAT_, 22 base62 characters, _ and 40 hex digits.',
  prefixes: ['CCIPAT_'],
  body: [['base62', 22], '_', ['hex', 40]],
});

export const postmanApiKey = tokenDetector({
  id: 'postman-api-key',
  type: 'POSTMAN_API_KEY',
  label: label('Postman API key'),
  description: 'Postman API key: PMAK-, 24 hex digits, - and 34 hex digits.',
  prefixes: ['PMAK-'],
  body: [['hex', 24], '-', ['hex', 34]],
});

export const readmeApiKey = tokenDetector({
  id: 'readme-api-key',
  type: 'README_API_KEY',
  label: label('ReadMe API key'),
  description: 'ReadMe API key: rdme_ and 70 lower-case letters and digits.',
  prefixes: ['rdme_'],
  body: [['lowerAlnum', 70]],
});

export const octopusDeployApiKey = tokenDetector({
  id: 'octopus-deploy-api-key',
  type: 'OCTOPUS_DEPLOY_API_KEY',
  label: label('Octopus Deploy API key'),
  description: 'Octopus Deploy API key: API- and 26 upper-case letters and digits.',
  prefixes: ['API-'],
  body: [['upperAlnum', 26]],
});

export const prefectApiKey = tokenDetector({
  id: 'prefect-api-key',
  type: 'PREFECT_API_KEY',
  label: label('Prefect API key'),
  description: 'Prefect Cloud API key: pnu_ and 36 base62 characters.',
  prefixes: ['pnu_'],
  body: [['base62', 36]],
});

export const linearApiKey = tokenDetector({
  id: 'linear-api-key',
  type: 'LINEAR_API_KEY',
  label: label('Linear API key'),
  description: 'Linear personal API key: lin_api_ and 40 base62 characters.',
  prefixes: ['lin_api_'],
  body: [['base62', 40]],
});

export const figmaToken = tokenDetector({
  id: 'figma-token',
  type: 'FIGMA_TOKEN',
  label: label('Figma access token'),
  description: 'Figma personal access token: figd_ and 40 to 43 URL-safe characters.',
  prefixes: ['figd_'],
  body: [['base64url', 40, 43]],
});

export const contentfulToken = tokenDetector({
  id: 'contentful-token',
  type: 'CONTENTFUL_TOKEN',
  label: label('Contentful management token'),
  description: 'Contentful personal access (management) token: CFPAT- and 43 URL-safe characters.',
  prefixes: ['CFPAT-'],
  body: [['base64url', 43]],
});

export const typeformToken = tokenDetector({
  id: 'typeform-token',
  type: 'TYPEFORM_TOKEN',
  label: label('Typeform access token'),
  description: 'Typeform personal access token: tfp_ and 59 URL-safe characters.',
  prefixes: ['tfp_'],
  body: [['base64url', 59]],
});

export const frameioToken = tokenDetector({
  id: 'frameio-token',
  type: 'FRAMEIO_TOKEN',
  label: label('Frame.io token'),
  description: 'Frame.io developer token: fio-u- and 64 URL-safe characters.',
  prefixes: ['fio-u-'],
  body: [['base64url', 64]],
});

export const harnessToken = tokenDetector({
  id: 'harness-token',
  type: 'HARNESS_TOKEN',
  label: label('Harness access token'),
  description: 'Harness personal or service account token: pat. or sat., a 22-character account id, a 24-character token id and a 20-character secret, separated by dots.',
  prefixes: ['pat.', 'sat.'],
  body: [['base64url', 22], '.', ['base62', 24], '.', ['base62', 20]],
});

export const scalingoToken = tokenDetector({
  id: 'scalingo-token',
  type: 'SCALINGO_TOKEN',
  label: label('Scalingo API token'),
  description: 'Scalingo API token: tk-us- and 48 URL-safe characters.',
  prefixes: ['tk-us-'],
  body: [['base64url', 48]],
});

export const infracostApiKey = tokenDetector({
  id: 'infracost-api-key',
  type: 'INFRACOST_API_KEY',
  label: label('Infracost API key'),
  description: 'Infracost API key: ico- and 32 base62 characters.',
  prefixes: ['ico-'],
  body: [['base62', 32]],
});

export const launchDarklyKey = tokenDetector({
  id: 'launchdarkly-key',
  type: 'LAUNCHDARKLY_KEY',
  label: label('LaunchDarkly key'),
  description: 'LaunchDarkly API access token (api-) or server-side SDK key (sdk-) followed by a UUID.',
  prefixes: ['api-', 'sdk-'],
  body: UUID_BODY,
});

export const travisCiToken = tokenDetector({
  id: 'travis-ci-token',
  type: 'TRAVIS_CI_TOKEN',
  label: label('Travis CI token'),
  description: 'Travis CI API token: 22 URL-safe characters assigned to a name that mentions Travis.',
  prefixes: [],
  service: ['travis'],
  body: [['base64url', 22]],
});

export const snykToken = tokenDetector({
  id: 'snyk-token',
  type: 'SNYK_TOKEN',
  label: label('Snyk API token'),
  description: 'Snyk API token: a UUID assigned to a name that mentions Snyk.',
  prefixes: [],
  service: ['snyk'],
  body: UUID_BODY,
});

export const codecovToken = tokenDetector({
  id: 'codecov-token',
  type: 'CODECOV_TOKEN',
  label: label('Codecov upload token'),
  description: 'Codecov upload token: a UUID assigned to a name that mentions Codecov.',
  prefixes: [],
  service: ['codecov'],
  body: UUID_BODY,
});

/** In the order above, which is the order findings of equal standing are settled in. */
export const developerToolDetectors: readonly Detector[] = [npmToken, pypiToken, rubygemsApiKey, nugetApiKey, clojarsToken, dockerHubToken, atlassianApiToken, bitbucketAppPassword, jfrogApiKey, jfrogReferenceToken, sonarToken, buildkiteToken, circleciToken, postmanApiKey, readmeApiKey, octopusDeployApiKey, prefectApiKey, linearApiKey, figmaToken, contentfulToken, typeformToken, frameioToken, harnessToken, scalingoToken, infracostApiKey, launchDarklyKey, travisCiToken, snykToken, codecovToken];
