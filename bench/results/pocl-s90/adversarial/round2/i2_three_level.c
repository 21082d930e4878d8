/* k read after a three-level nest (k <= j), then used as a bound and subscript */
#include <stdio.h>
#define N 8
static double A[N][N][N], V[N + 2];
static int r[3];
static void f(int n)
{
    int i, j, k;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                for (k = 0; k <= j; k++)
                    A[i][j][k] = A[i][j][k] * 0.5 + i - k;
        V[k] = V[k] + 3.0;
        for (j = 0; j < k; j++)
            V[j] = V[j] + V[j + 1];
    }
    r[0] = i; r[1] = j; r[2] = k;
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) A[i][j][k] = (i + 2 * j + 3 * k) % 7;
    for (i = 0; i < N + 2; i++) V[i] = i;
    for (n = 1; n <= N; n += 2) { f(n); printf("%d %d %d\n", r[0], r[1], r[2]); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a\n", A[i][j][k]);
    for (i = 0; i < N + 2; i++) printf("%a\n", V[i]);
    return 0;
}
