/* pragma-tool/leak_check.h - the leak check of sanitizer builds, for a
 * program that runs the front end: included by exactly one file of it
 * (main.c for bbmm-pp, tests/pp/fuzz_front.c for the fuzzer).
 *
 * LeakSanitizer asks __lsan_is_turned_off() before each leak check (at
 * exit, and libFuzzer's after an input that allocated more than it
 * freed).  A run, or an input, in which isl's operation limit ran out
 * (pp_diag.isl_stopped) is not checked: isl 0.25 may lose what it holds
 * when the limit stops it half-way (pp_isl_budget).  Every other one is. */
#ifndef PP_LEAK_CHECK_H
#define PP_LEAK_CHECK_H

/* set from pp_diag.isl_stopped after each pp_model_build() */
static int pp_isl_stopped;

#if defined(__SANITIZE_ADDRESS__)
#define PP_LEAK_CHECKED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PP_LEAK_CHECKED 1
#endif
#endif
#ifdef PP_LEAK_CHECKED
int __lsan_is_turned_off(void);
int __lsan_is_turned_off(void)
{
    return pp_isl_stopped;
}
#endif

#endif
