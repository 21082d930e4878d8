/* iterator values read inside the region after their loop (issue: 'for (i = 0; i < n; i++) ...; A[0] = i;' gave the value from before the region): a loop of step 1 or -1 whose condition compares the iterator with an expression leaves a known value (a < E ? E : a and its forms), used in values, bounds and subscripts; empty and negative ranges included */
#include <stdio.h>
static double A[64], B[64][64];
static int I[64];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            A[i] = 1.0 + i;
        A[0] = i;
        for (j = 0; j < i; j++)
            B[j][0] = j;
        I[1] = j + 3 * i;
        for (i = n - 1; i >= m; i--)
            A[i] += 0.5;
        I[2] = i;
        for (i = 2; i <= m; i++)
            for (j = 0; j < i; j++)
                B[i][j] = i + j;
        I[3] = i;
    }
}
int main(void)
{
    int i, j;
    f(20, 7);
    f(5, 9);
    f(-2, 3);
    for (i = 0; i < 64; i++)
        printf("%a %d\n", A[i], I[i]);
    for (i = 0; i < 64; i++)
        for (j = 0; j < 64; j++)
            printf("%a\n", B[i][j]);
    return 0;
}
