/* enum constants inside a subscript with an iterator and in an inner bound */
#include <stdio.h>
enum { OFF = 3, W = 5 };
static double A[20][8], B[20];
int main(void)
{
    int i, j;
    for (i = 0; i < 20; i++) for (j = 0; j < 8; j++) A[i][j] = i + j * 0.5;
#pragma bbmm
    for (i = 0; i < 20 - OFF; i++) {
        B[i] = 0;
        for (j = 0; j < W; j++)
            B[i] += A[i + OFF][j + OFF - 2];
    }
    for (i = 0; i < 20; i++) printf("%a\n", B[i]);
    return 0;
}
