// Where the generated code writes the kept arrays back before the program ends (pragma-tool/leave.c):
// every call of exit in the file; quick_exit, _Exit and main's return inside a scope's text or in a
// function an automatic scope calls; not _Exit elsewhere (it may run in a signal handler), not abort,
// not a declaration, not a member.
// expect-explain: automatic data scope in main, lines 42-50: a stay on the devices across its regions \(no host access in between\). written back at its end, and before the program ends at 'return' at auto_leave.c:49:13, '_Exit' at auto_leave.c:27:9
// expect-output: static void stop\(int c\) \{ if \(c\) \(bbmm_pp_leave\(1\), exit\(c\)\). \}
// expect-output: \(bbmm_pp_leave\(0\), _Exit\(3\)\).
// expect-output: void unrelated\(void\) \{ _Exit\(4\). \}
// expect-output: \{ bbmm_pp_leave\(1\). return 5. \}
// expect-no-output: bbmm_pp_leave\(1\). return 0
// expect-no-output: bbmm_pp_leave\([01]\), x.exit
// expect-no-output: bbmm_pp_leave\([01]\), abort
// expect-no-output: bbmm_pp_leave\([01]\), _Exit\(4\)
#include <stdlib.h>
struct s { void (*exit)(int); };
static void step(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}
static void stop(int c) { if (c) exit(c); }
static void quiet(int t)
{
    if (t > 6)
        _Exit(3);
}
void unrelated(void) { _Exit(4); }
int main(int argc, char **argv)
{
    static double a[32];
    struct s x;
    int t;
    void exit(int);
    (void)argv;
    x.exit = stop;
    if (argc > 9)
        x.exit(1);
    if (argc > 8)
        abort();
    for (t = 0; t < 8; t++) {
        step(32, a);
        quiet(t);
    }
    for (t = 0; t < 8; t++) {
        step(32, a);
        if (t == argc + 9)
            return 5;
    }
    stop(argc > 7);
    return 0;
}
