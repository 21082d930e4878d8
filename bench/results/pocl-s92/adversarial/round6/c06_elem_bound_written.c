/* scalar from an int array element used as a bound after a loop that writes the same array from s */
#include <stdio.h>
#define N 20
static int K[N];
static double A[N];
static void f(int n, int s)
{
    int i, j, m;
#pragma bbmm
    {
        for (i = s; i < n; i++)
            K[i] = K[i] + 2;
        m = K[0];
        for (j = 0; j < m; j++)
            A[j] = A[j] + 1.0;
    }
}
int main(void)
{
    int i, n, s;
    for (n = 1; n <= 12; n += 5)
        for (s = 0; s <= 2; s++) {
            for (i = 0; i < N; i++) { K[i] = 3 + i % 4; A[i] = 0; }
            f(n, s);
            for (i = 0; i < N; i++) printf("%d %a\n", K[i], A[i]);
        }
    return 0;
}
