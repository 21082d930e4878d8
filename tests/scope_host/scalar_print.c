// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A stay on the devices
// expect-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: the printf of a scalar keeps the scope (and the results).
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices, and tests/pp/lines/ that --explain
 * refuses the span with its reason. */
#include <stdio.h>
#define N 64

static void step(int n, double A[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}

int main(void)
{
    static double A[N];
    
    double v = 0.0;
    int t, i;
    for (i = 0; i < N; i++)
        A[i] = (double)i;
    for (t = 0; t < 4; t++) {
        step(N, A);
        printf("step %d\n", t);
    }
    for (i = 0; i < N; i++)
        printf("%.17g\n", A[i]);
    printf("v %.17g\n", v);
    return 0;
}
