/* periodic wrap inside a helper: nxt(i, n) = (i + 1) % n, prv(i, n) = (i + n - 1) % n, used on both axes */
#include <stdio.h>
#define N 8
static double u[N][N], v[N][N];
static int nxt(int i, int n) { return (i + 1) % n; }
static int prv(int i, int n) { return (i + n - 1) % n; }
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            v[i][j] = u[nxt(i, n)][j] - u[prv(i, n)][j] + u[i][nxt(j, n)] * u[i][prv(j, n)];
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = i + j * 0.5; v[i][j] = 0; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", v[i][j]);
    }
    return 0;
}
