// A function of another file called between regions whose kept arrays are array objects, in a
// file where every function is static: it could still longjmp back to the file's setjmp and
// leave the scope without its end, so the scope is not made and --explain says why.
// expect-explain: automatic data scope in main, lines 27-30: not made: a call of 'lib_step', defined elsewhere, which may reach the arrays \(it may longjmp to the '_*setjmp' at auto_setjmp_ext.c:26:[0-9]+\) \(at auto_setjmp_ext.c:29:13\)
// expect-no-output: "automatic data scope at auto_setjmp_ext.c:2[67]"
#include <setjmp.h>
#include <stdio.h>
#define N 32
static double a[N], b[N];
static jmp_buf env;
void lib_step(jmp_buf e, int t);
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N; i++)
        b[i] = 0.5 * a[i];
#pragma bbmm
    for (i = 1; i < N; i++)
        a[i] = b[i] + 1.0;
}
int main(void)
{
    int t;
    a[0] = 1.0;
    if (!setjmp(env))
        for (t = 0; t < 4; t++) {
            step();
            lib_step(env, t);
        }
    printf("%g %g\n", a[5], b[5]);
    return 0;
}
