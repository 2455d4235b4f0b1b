'use strict';

require('regenerator-runtime/runtime');

var _require = require('./package'),
    Package = _require.Package;

var _require2 = require('./resource'),
    Resource = _require2.Resource;

var _require3 = require('./profile'),
    Profile = _require3.Profile;

var _require4 = require('./validate'),
    validate = _require4.validate;

var _require5 = require('./infer'),
    infer = _require5.infer;

var _require6 = require('./errors'),
    DataPackageError = _require6.DataPackageError;

var _require7 = require('./errors'),
    TableSchemaError = _require7.TableSchemaError;

// Module API

module.exports = {
  Package: Package,
  Resource: Resource,
  Profile: Profile,
  validate: validate,
  infer: infer,
  DataPackageError: DataPackageError,
  TableSchemaError: TableSchemaError,

  // Deprecated
  errors: {
    DataPackageError: DataPackageError,
    TableSchemaError: TableSchemaError
  }
};