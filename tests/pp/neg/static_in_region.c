// expect: 8:9: error: a static variable declared inside the region keeps its value across iterations and calls, which the devices' private scalars do not: declare it before the region
static double A[4];
void f(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 4; i++) {
        static int count = 0;
        count++;
        A[i] = count;
    }
}
