/* loop conditions calling a function: i < lim(n), j < min2(i, m) */
#include <stdio.h>
#define N 22
static double A[N][N];
static int lim(int n) { return n > N ? N : n; }
static int min2(int a, int b) { return a < b ? a : b; }
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < lim(n); i++)
        for (j = 0; j < min2(i + 1, m); j++)
            A[i][j] = A[i][j] + (i - j) * 0.25;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 0;
    for (n = 0; n < 30; n += 7) f(n, n / 2 + 1);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
