/* the C library functions the alias analysis follows, where nothing reaches the kept arrays between the regions: memset's value unused, memcpy from a kept array (its bytes hold no address), strtol with a null end pointer, strchr into another array, and a pointer difference in an integer; the automatic data scope is made, and the host reads after it see the devices' values */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A, B, rec stay on the devices across its regions
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double A[256], B[256];
static char rec[16] = "7 abcdef";
static char other[16] = "x,y";
int main(void)
{
    int t, i;
    long v, off;
    char *c;
    memset(A, 0, sizeof A);
    memcpy(B, A, sizeof B);
    v = strtol(rec, NULL, 10);
    c = strchr(other, ',');
    off = c - other;
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < 256; i++)
            A[i] = A[i] + 1.0 + B[i];
#pragma bbmm
        for (i = 2; i < 8; i++)
            rec[i] = rec[i] + 1;
        printf("%ld %ld %d\n", v, off, t);
    }
    printf("%a %a %s %s\n", A[0], A[255], rec, c);
    return 0;
}
