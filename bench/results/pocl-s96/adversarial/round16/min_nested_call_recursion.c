/* a helper called in its own argument, imax(0, imax(a, b)), is refused as "recursion" */
#include <stdio.h>
static int imax(int a, int b) { return a > b ? a : b; }
int main(void)
{
    int x[8], y[8], i, n = 8;
    for (i = 0; i < n; i++) x[i] = i * 3 % 7 - 3;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = imax(0, imax(x[i], 1));
    for (i = 0; i < n; i++) printf("%d\n", y[i]);
    return 0;
}
