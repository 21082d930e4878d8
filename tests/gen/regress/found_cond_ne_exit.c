/* differs: `j < n && j != kk` with kk = 0 runs no iteration in C (the loop exits at j == kk); bbmm-pp skips j == kk and runs the others, so J[0][1..5] are written */
#include <stdio.h>

int J[8][8];

int main(void)
{
    int n = 6, kk = 0, i, j;
    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++)
            J[i][j] = i - j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n && j != kk; j++)
            J[i][j] = 100 + i;
    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++)
            printf("%d\n", J[i][j]);
    return 0;
}
