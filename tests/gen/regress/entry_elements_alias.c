/* a loop bound reads an element of a global array that a pointer the region writes through points into: the region runs on the host as written (read once where it starts, the bound would miss the write) */
#include <stdio.h>
int lim[8];
int other[8];

static void f(int *q, int n)
{
    int i;
#pragma bbmm array(q[n])
    for (i = 0; i < lim[0]; i++)
        q[i] = q[i] + 1;
}

int main(void)
{
    int i;
    for (i = 0; i < 8; i++)
        lim[i] = other[i] = 3 + i;
    f(other, 8);
    f(lim, 8);
    for (i = 0; i < 8; i++)
        printf("%d %d\n", lim[i], other[i]);
    return 0;
}
