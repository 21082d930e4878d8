/* differs: host code after the region reads i and j (8 and 8 in C); the bbmm build leaves them 0, their values before the region */
#include <stdio.h>
double D[10][10];
int main(void)
{
    int n = 8, i = 0, j = 0;
    for (i = 0; i < 10; i++)
        for (j = 0; j < 10; j++)
            D[i][j] = i - j;
    i = j = 0;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; ++j)
            D[i][j] *= -1.25;
    printf("i=%d j=%d\n", i, j);
    for (i = 0; i < 10; i++)
        for (j = 0; j < 10; j++)
            printf("%a\n", D[i][j]);
    return 0;
}
