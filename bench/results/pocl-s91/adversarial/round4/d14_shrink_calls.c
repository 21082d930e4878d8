/* region in a function called in a loop with shrinking sizes and offsets (multigrid-like restriction) */
#include <stdio.h>
#define N 64
static double V[N + 1], W[N + 1];
static void restrict_(int n, int off)
{
    int i;
#pragma bbmm
    for (i = 1; i < n / 2; i++) W[off + i] = 0.25 * V[2 * i - 1] + 0.5 * V[2 * i] + 0.25 * V[2 * i + 1];
#pragma bbmm
    for (i = 1; i < n / 2; i++) V[i] = W[off + i];
}
int main(void)
{
    int i, n;
    for (i = 0; i <= N; i++) { V[i] = (i * 13) % 10 * 0.1; W[i] = 0; }
    for (n = N; n >= 2; n /= 2) restrict_(n, N - n);
    for (i = 0; i <= N; i++) printf("%a %a\n", V[i], W[i]);
    return 0;
}
