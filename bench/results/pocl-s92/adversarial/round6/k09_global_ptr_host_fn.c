/* a global pointer to the current field swapped between steps; region on the pointers */
#include <stdio.h>
#define N 18
static double F0[N], F1[N];
static double *cur = F0, *nxt = F1;
static void step(int n)
{
    int i;
#pragma bbmm array(cur[n], nxt[n])
    for (i = 1; i < n - 1; i++)
        nxt[i] = cur[i] + 0.25 * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1]);
}
static void swap(void) { double *t = cur; cur = nxt; nxt = t; }
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { F0[i] = (i == N / 2) ? 16.0 : 0.0; F1[i] = 0; }
    for (t = 0; t < 6; t++) {
        step(N);
        cur[0] = cur[N - 1] = t;
        swap();
    }
    for (i = 0; i < N; i++) printf("%a %a\n", F0[i], F1[i]);
    return 0;
}
