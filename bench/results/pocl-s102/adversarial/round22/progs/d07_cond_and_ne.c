/* loop conditions i < n && i != k (k a parameter, possibly out of range);
   the pivot column c is always inside */
#include <stdio.h>
#define N 40
static double a[N][N], v[N];
static void elim(int n, int k, int c)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n && i != k; i++)
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] - a[i][c] * a[c][j] * 0.01;
#pragma bbmm
    for (j = 0; j != k && j < n; j++)
        v[j] = v[j] + a[c][j] + (double)j;
}
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) { v[i] = 0; for (j = 0; j < N; j++) a[i][j] = (double)((i * 3 + j * 7) % 10) / 9.0; }
    for (k = 0; k < N; k += 7) elim(N, k, k);
    elim(N, N + 5, 3);
    elim(N, -1, 7);
    elim(N, N, 0);
    for (i = 0; i < N; i += 3) printf("%a %a\n", a[i][(i * 11) % N], v[i]);
    return 0;
}
