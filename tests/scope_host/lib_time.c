// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host access to 'p' \(which may point into 'L'
// expect-no-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: time() writes into
 * a kept array through its pointer argument.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices, and tests/pp/lines/ that --explain
 * refuses the span with its reason. */
#include <stdio.h>
#include <time.h>
#define N 16

static void step(int n, time_t L[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 1; i < n; i++)
        L[i] = L[i] + L[0] / 1000000;
}

int main(void)
{
    static time_t L[N];
    time_t *p = L;
    int t, i;
    for (t = 0; t < 4; t++) {
        step(N, L);
        time(p);
    }
    printf("%d\n", L[0] > 1000000);
    for (i = 1; i < N; i++)
        printf("%d\n", L[i] == 0);
    return 0;
}
