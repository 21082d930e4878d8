/* a file-scope static scalar incremented in every iteration of a region (a counter), read after */
#include <stdio.h>
static int counter;
static double A[16];
static void run(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        counter++;
        A[i] = counter * 0.5;
    }
}
int main(void)
{
    int i;
    run(5); run(16); run(0);
    printf("%d\n", counter);
    for (i = 0; i < 16; i++) printf("%a\n", A[i]);
    return 0;
}
