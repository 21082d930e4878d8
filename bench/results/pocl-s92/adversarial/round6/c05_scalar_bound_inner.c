/* scalar m = n - i computed in the outer body is the bound of the inner loop; also a subscript */
#include <stdio.h>
#define N 24
static double A[N][N], S[N];
static void f(int n)
{
    int i, j, m;
#pragma bbmm
    for (i = 0; i < n; i++) {
        m = n - i;
        S[i] = 0.0;
        for (j = 0; j < m; j++)
            S[i] = S[i] + A[i][j] * (m - j);
        A[i][m - 1] = S[i];
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + 2 * j) % 5 - 2.0;
    for (n = 0; n <= N; n += 5) {
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", S[i]);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
