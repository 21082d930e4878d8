/* differs: the region reads i after its loop (`A[0] = i`, 8 in C); the bbmm build stores 0, the value i had before the region */
#include <stdio.h>
double A[10], B[10];
int main(void)
{
    int n = 8, i;
    for (i = 0; i < 10; i++) {
        A[i] = i;
        B[i] = 3 - i;
    }
    i = 0;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            A[i] = B[i] + 1.0;
        A[0] = i;
    }
    for (i = 0; i < 10; i++)
        printf("%a\n", A[i]);
    return 0;
}
