// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a call of 'longjmp' leaves it for a setjmp the tool cannot place \(inside the scope or outside it\): the scope could neither end there nor stay open, and no write-back before it is right for both
// expect-no-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: longjmp() out of the
 * time loop to a setjmp before it, after which the host prints the array.
 * A longjmp may land inside the scope or outside it, so no scope is made
 * around it (an explicit scope's user promises not to leave it so).
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices. */
#include <setjmp.h>
#include <stdio.h>
#define N 64

static double A[N];
static jmp_buf back;

static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 1.0;
}

int main(int argc, char **argv)
{
    volatile int t;
    int i;
    (void)argv;
    for (i = 0; i < N; i++)
        A[i] = (double)i;
    if (!setjmp(back)) {
        for (t = 0; t < 8; t++) {
            step(N, A);
            if (t == 2 + argc)
                longjmp(back, 1);
        }
    }
    for (i = 0; i < N; i++)
        printf("%.17g\n", A[i]);
    return 0;
}
