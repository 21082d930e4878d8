/* inner loop that stops at either of two values: j != n && j != i + 4, in a triangular nest */
#include <stdio.h>
#define N 18
static double A[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = i + 1; j != n && j != i + 4; j++)
            A[i][j] = A[i][j] * 0.5 + A[i][j - 1] + 1.0;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + j) % 3;
    for (n = 0; n <= N; n += 5) f(n);
    f(1); f(2); f(17);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
