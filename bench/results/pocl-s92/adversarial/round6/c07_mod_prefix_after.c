/* i < n && i % 7 != 3 (a prefix) and i < n && i / 4 != 2, iterators read after */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void f(int n, int s)
{
    int i, j;
#pragma bbmm
    {
        for (i = s; i < n && i % 7 != 3; i++)
            A[i] = A[i] + 1.0;
        for (j = s; j < n && j / 4 != 2; j++)
            B[j] = B[j] + A[j];
    }
    printf("%d %d %d %d\n", n, s, i, j);
}
int main(void)
{
    int i, n, s;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (n = 0; n <= N; n += 6)
        for (s = 0; s <= 11; s += 4)
            f(n, s);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
