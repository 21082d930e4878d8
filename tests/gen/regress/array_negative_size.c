/* a negative runtime size in an array() clause: the loops run zero times, as in the plain program, no error */
#include <stdio.h>
#include <stdlib.h>
static void twice(int n, double *X)
{
    int i;
#pragma bbmm array(X[n])
    for (i = 0; i < n; i++)
        X[i] = 2.0 * X[i];
}
int main(int argc, char **argv)
{
    double X[4] = {1, 2, 3, 4};
    twice(argc > 1 ? atoi(argv[1]) : -5, X);
    twice(0, X);
    twice(3, X);
    printf("%a %a %a\n", X[0], X[2], X[3]);
    return 0;
}
