// An integer can hold the address a function of another file hands back: printf's "%n" through
// "(int *)addr" would write into the host's stale copy of a kept array, so a value cast to a pointer
// passed to the C library ends the span (found by a review of the rule; a plain "addr" is a number).
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a value cast to a pointer is passed to 'printf' while the address of 'A' is passed to 'keeper_take'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#define N 64
void keeper_take(double *p, int n);
double *keeper_give(void);
static int A[N];
static void step(int n, int X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] / 2 + 3;
}
int main(void)
{
    int t, i;
    long addr;
    for (i = 0; i < N; i++)
        A[i] = i % 7;
    keeper_take((double *)A, N);
    addr = (long)keeper_give();
    for (t = 0; t < 6; t++) {
        step(N, A);
        printf("t %d%n\n", t, (int *)addr);
    }
    for (i = 0; i < 8; i++)
        printf("%d %d\n", i, A[i]);
    return 0;
}
