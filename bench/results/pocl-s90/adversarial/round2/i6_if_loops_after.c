/* loops under ifs inside the region; iterators read after the region */
#include <stdio.h>
#define N 12
static double A[N];
static int R[2];
static void f(int n, int flag)
{
    int i, j;
    i = -5; j = -7;
#pragma bbmm
    {
        if (flag > 1)
            for (i = 0; i < n; i++) A[i] = A[i] + 1.0;
        else
            for (j = n - 1; j >= 0; j -= 3) A[j] = A[j] * 2.0;
        if (flag == 2)
            for (j = 1; j < n; j += 2) A[j] = A[j] - 0.5;
    }
    R[0] = i; R[1] = j;
}
int main(void)
{
    int i, n, fl;
    for (i = 0; i < N; i++) A[i] = i * 0.5;
    for (fl = 0; fl < 4; fl++)
        for (n = 0; n <= N; n += 5) { f(n, fl); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
