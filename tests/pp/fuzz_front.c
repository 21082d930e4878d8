/* tests/pp/fuzz_front.c - libFuzzer target over the pragma tool: the input
 * is a C file, parsed without the preprocessor (pp_options.no_cpp) into the
 * model (lexer, parser, isl model, analysis, boxes); a model that builds is
 * then printed by --explain (into a memory stream) and by the code
 * generator (into a pp_str), so the back end is fuzzed too.  Everything is
 * freed, so LeakSanitizer checks ownership as well (but for the inputs
 * that isl's operation limit stops, LLVMFuzzerTestOneInput says why).  The contract of
 * pp_model_build() is checked too: no model means at least one error.
 *
 * Built by tests/pp/CMakeLists.txt with -DBBMM_FUZZ=ON and clang; run by
 * `make fuzz` on the seed corpus (samples/regions, par, neg, scale.c) with
 * the dictionary tests/pp/fuzz.dict.
 */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "diag.h"
#include "model.h"
#include "leak_check.h"

/* isl operation limit per region: hard inputs end quickly. */
#define FUZZ_MAX_OPS 200000UL

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Print the --explain report of "m" into a memory stream and drop it. */
static void fuzz_explain(const pp_model *m)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return;
    pp_explain_model(f, m);
    fclose(f);
    free(buf);
}

/* Run the code generator on "m" for "text" ("len" bytes) and drop its
 * output and warnings. */
static void fuzz_codegen(const pp_model *m, const char *text, size_t len)
{
    pp_str out = {0};
    pp_diag diag;
    memset(&diag, 0, sizeof(diag));
    pp_codegen(m, "fuzz.c", text, len, &out, &diag);
    pp_str_free(&out);
    pp_diag_clear(&diag);
}

/* Build the model of "text" and run the back ends on it; return nonzero
 * when isl's operation limit stopped it half-way. */
static int fuzz_once(char *text)
{
    pp_options opts;
    pp_diag diag;
    pp_model *m;
    int stopped;
    memset(&opts, 0, sizeof(opts));
    memset(&diag, 0, sizeof(diag));
    opts.input = "fuzz.c";
    opts.no_cpp = 1;
    opts.text = text;
    opts.max_ops = FUZZ_MAX_OPS;
    m = pp_model_build(&opts, &diag);
    stopped = diag.isl_stopped;
    if (!m && !diag.errors) {
        fprintf(stderr, "fuzz_front: pp_model_build failed without an error\n");
        abort();
    }
    pp_diag_clear(&diag);
    if (m) {
        fuzz_explain(m);
        fuzz_codegen(m, text, strlen(text));
    }
    pp_model_free(m);
    return stopped;
}

#ifdef PP_LEAK_CHECKED
void __lsan_disable(void);
void __lsan_enable(void);
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
#ifdef PP_LEAK_CHECKED
    /* isl 0.25 may lose what it holds when its operation limit stops it
     * half-way (leak_check.h), and such memory stays lost for the rest of
     * the process, where every later leak check would report it.  So each
     * input runs first with LeakSanitizer ignoring what it allocates; one
     * that isl stopped ends there, and every other runs again, checked. */
    __lsan_disable();
    if (fuzz_once(text)) {
        __lsan_enable();
        free(text);
        return 0;
    }
    __lsan_enable();
#endif
    pp_isl_stopped = fuzz_once(text);
    free(text);
    return 0;
}
