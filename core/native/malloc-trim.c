/*
 * A Node-API addon with one function: glibc's malloc_trim(0), which hands the free memory inside malloc's arenas
 * back to the system (core/src/freed-native-memory.ts calls it). free() gives back only the top of an arena; a
 * service whose connections came and went keeps the rest resident, and Node has no call for it.
 *
 * Built by core/native/build.mjs with `cc -nostdlib`: no headers and no C library at link time, so a compiler alone
 * is enough. Node-API and malloc_trim both resolve against the running node process when the addon loads; where the
 * C library has no malloc_trim (musl, macOS), loading fails and the service runs without it.
 */

typedef struct napi_env__ *napi_env;
typedef struct napi_value__ *napi_value;
typedef struct napi_callback_info__ *napi_callback_info;
typedef napi_value (*napi_callback)(napi_env env, napi_callback_info info);

extern int napi_create_function(napi_env env, const char *name, unsigned long length, napi_callback cb, void *data,
                                napi_value *result);
extern int napi_get_boolean(napi_env env, _Bool value, napi_value *result);
extern int malloc_trim(unsigned long pad);

/* Returns whether any memory went back. */
static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value released = 0;
  napi_get_boolean(env, malloc_trim(0) == 1, &released);
  return released;
}

/* The module's value is the function itself. */
napi_value napi_register_module_v1(napi_env env, napi_value exports) {
  (void)exports;
  napi_value function = 0;
  napi_create_function(env, "mallocTrim", 10, trim, 0, &function);
  return function;
}
