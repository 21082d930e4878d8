/* sibling nests with only an anti-dependence between them: the first reads a[i + 1] into b, the second overwrites a[i] from c (a shifted in-place update as codes write a shift) */
#include <stdio.h>
#define N 64
static double a[N], b[N], c[N];
static void shift(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n - 1; i++)
            b[i] = a[i + 1] * 2.0;
        for (i = 0; i < n; i++)
            a[i] = c[i] + 1.0;
    }
}
int main(void)
{
    int ns[] = {1, 2, 5, 64};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { a[i] = i; b[i] = -1; c[i] = 100 + i; }
        shift(n);
        for (int i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
    }
    return 0;
}
