// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host access to 'p' \(which may point into 'C'
// expect-no-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: printf's "%n"
 * writes through a pointer into a kept array.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices, and tests/pp/lines/ that --explain
 * refuses the span with its reason. */
#include <stdio.h>
#define N 64

static void step(int n, int C[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        C[i] = C[i] * 3 + 1;
}

int main(void)
{
    static int C[N];
    int *p = C + 5;
    int t, i;
    for (i = 0; i < N; i++)
        C[i] = i;
    for (t = 0; t < 4; t++) {
        step(N, C);
        printf("step%n\n", p);
    }
    for (i = 0; i < N; i++)
        printf("%d\n", C[i]);
    return 0;
}
