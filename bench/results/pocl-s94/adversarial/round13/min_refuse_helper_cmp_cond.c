/* an integer helper returning a comparison, used as an if condition (or in a loop condition): refused "'((int)(i)) < ((int)(k))' is not affine", while 'if (i < k)' is accepted */
#include <stdio.h>
static double X[8], Y[8];
static int lt(int a, int b) { return a < b; }
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (lt(i, k))
            Y[i] = X[i] * 2.0;
}
int main(void)
{
    int i;
    for (i = 0; i < 8; i++) X[i] = i;
    f(8, 3);
    for (i = 0; i < 8; i++) printf("%a\n", Y[i]);
    return 0;
}
