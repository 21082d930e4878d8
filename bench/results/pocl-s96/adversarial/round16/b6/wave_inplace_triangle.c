/* in-place triangular update: row i from row i-1 over a shrinking j range, clamped column read */
#include <stdio.h>
#define N 30
static double T[N][N];
static void run(int n)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) T[i][j] = (double)((i + 1) * (j + 2) % 9);
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 0; j < n - i; j++)
            T[i][j] = T[i - 1][j] + 0.5 * T[i - 1][j + 1 < n - i + 1 ? j + 1 : j] - 0.25 * T[i][j];
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", T[i][j]);
}
int main(void)
{
    run(0); run(1); run(2); run(3); run(11); run(30);
    return 0;
}
