/* inner loop counts down from i - 1 to >= i - 3 and >= 0 (empty at i = 0); j read after, outer steps by 2 */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n, int s)
{
    int i = -1, j = -2;
#pragma bbmm
    for (i = s; i < n; i += 2)
        for (j = i - 1; j >= 0 && j >= i - 3; j--)
            A[i][j] = A[i][j] + A[j][i];
    printf("n=%d s=%d i=%d j=%d\n", n, s, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 5;
    for (n = 0; n <= 9; n++) { f(n, 0); f(n, 1); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
